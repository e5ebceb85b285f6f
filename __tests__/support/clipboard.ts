import { toast } from 'sonner';

/** sonner's toast as the component tests mock it (jest.mock('sonner', …) in each test file). */
export const toastMock = toast as unknown as jest.Mock & { error: jest.Mock };

/**
 * Toasts are raised after the next paint (components/ui/notify.ts): a frame, then a task. Waiting for both
 * lets a test's toasts land in that test, never in the next one.
 */
export function settleToasts(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));
}

/**
 * Lets the previous test's toasts land, clears the toast mock and installs a clipboard whose writeText
 * resolves; returns that writeText.
 */
export async function freshClipboard(): Promise<jest.Mock<Promise<void>, [string]>> {
  await settleToasts();
  toastMock.mockClear();
  toastMock.error.mockClear();
  const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
