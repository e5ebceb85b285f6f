import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlWrapper, type TestLocale } from '../../support/intl';
import { useSampleName } from '@/components/ui/use-sample-name';

function sampleNameIn(locale: TestLocale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlWrapper locale={locale}>{children}</IntlWrapper>
  );
  return renderHook(() => useSampleName(), { wrapper }).result.current;
}

describe('useSampleName: the page words a sample by its id', () => {
  it('says the first name in the words of each language, with no branch on the default one', () => {
    expect(sampleNameIn('en')({ id: 'luna' })).toBe('Luna, a sample listener');
    expect(sampleNameIn('de')({ id: 'luna' })).toBe('Luna (Beispielperson)');
  });

  it('names nobody for a marker with no id this app knows', () => {
    expect(sampleNameIn('en')({})).toBe('a sample listener');
    expect(sampleNameIn('de')({})).toBe('einer Beispielperson');
  });
});
