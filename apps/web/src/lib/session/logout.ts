import { useNavigate } from 'react-router';
import { apiRequest } from '../api-request';
import { queryClient } from '../query-client';
import { useAuthStore } from '../stores/auth-store';
import { clearWorkspaceSelection } from './select-workspace';

/** POST /api/auth/logout: revokes the session on the server. */
export async function logout(): Promise<void> {
  await apiRequest<{ success: true; message: string }>({ method: 'POST', url: '/api/auth/logout' });
}

/** Signs out: tells the server (failure only logged), removes the token, clears the workspace and session. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch (error) {
    console.error('Logout request failed', error);
  }
  useAuthStore.getState().reset();
  clearWorkspaceSelection();
  queryClient.clear();
}

/** A handler that signs out and goes to the login page. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    await navigate('/login', { replace: true });
  };
}
