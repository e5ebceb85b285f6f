import { toast } from 'sonner';

/** sonner's toast as the component tests mock it (jest.mock('sonner', …) in each test file). */
export const toastMock = toast as unknown as jest.Mock & { error: jest.Mock };

/** Clears the toast mock and installs a clipboard whose writeText resolves; returns that writeText. */
export function freshClipboard(): jest.Mock<Promise<void>, [string]> {
  toastMock.mockClear();
  toastMock.error.mockClear();
  const writeText = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
