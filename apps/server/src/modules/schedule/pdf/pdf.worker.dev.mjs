// The PDF worker thread from source (tests, tsx; see pdf-pool.ts): registers tsx's ESM hooks in
// this thread, then loads the TypeScript worker and hands piscina its render function.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./pdf.worker.ts');
export default render;
