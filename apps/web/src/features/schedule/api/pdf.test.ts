import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { buildWorkspace } from '@/test/factories';
import { resetApp, signIn } from '@/test/render-app';
import { fetchSchedulePdf, isIOS, pdfFiles, printSchedulePdf } from './pdf';

const iPhone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  platform: 'iPhone',
  maxTouchPoints: 5,
};
const iPad = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
  platform: 'MacIntel',
  maxTouchPoints: 5,
};
const mac = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
  platform: 'MacIntel',
  maxTouchPoints: 0,
};

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('schedule PDF calls', () => {
  it('recognises iPhones and iPads (which report a touch Mac) but not a Mac', () => {
    expect(isIOS(iPhone)).toBe(true);
    expect(isIOS(iPad)).toBe(true);
    expect(isIOS(mac)).toBe(false);
  });

  it('asks for one month per page with the signed-in user and the chosen options', async () => {
    const server = fakeApi([
      {
        method: 'GET',
        path: '/api/schedules/pdf-calendar',
        reply: [200, new Blob(['%PDF'], { type: 'application/pdf' })],
      },
    ]);
    const blob = await fetchSchedulePdf('2026-03', { language: 'nl', showAbsences: false });
    expect(blob.type).toBe('application/pdf');
    expect(server.requests[0]?.params).toMatchObject({
      month: '2026-03',
      oneMonthPerPage: true,
      showAbsences: false,
      showConflicts: true,
      language: 'nl',
      username: 'Sam',
    });
    expect(server.requests[0]?.params).not.toHaveProperty('staffId');
  });

  it('takes the message of a JSON reply that came back as a file', async () => {
    const json = new Blob(
      [JSON.stringify({ success: false, error: 'Invalid month format. Please use YYYY-MM format.' })],
      { type: 'application/json' },
    );
    fakeApi([{ method: 'GET', path: '/api/schedules/pdf-calendar', reply: [400, json] }]);
    await expect(fetchSchedulePdf('2026-13')).rejects.toThrow(
      'Invalid month format. Please use YYYY-MM format.',
    );
  });

  it('prints the month through a hidden frame holding the PDF', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/schedules/pdf-calendar',
        reply: [200, new Blob(['%PDF'], { type: 'application/pdf' })],
      },
    ]);
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-1');
    // The test DOM cannot load frames: its error takes the fallback, opening the file.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await printSchedulePdf('2026-03');
    expect(createUrl).toHaveBeenCalledOnce();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('blob:pdf-1');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    frame?.dispatchEvent(new Event('error'));
    expect(open).toHaveBeenCalledWith('blob:pdf-1', '_blank');
  });

  it('opens the file in a new tab instead of downloading it on iOS', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhone.userAgent);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-2');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    pdfFiles.save(new Blob(['%PDF']), 'schedule-2026-03.pdf');
    expect(open).toHaveBeenCalledWith('blob:pdf-2', '_blank');
  });

  it('downloads the file under its month’s name elsewhere', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(mac.userAgent);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-3');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    pdfFiles.save(new Blob(['%PDF']), 'schedule-2026-03.pdf');
    expect(clicked).toEqual(['schedule-2026-03.pdf']);
    expect(open).not.toHaveBeenCalled();
  });
});
