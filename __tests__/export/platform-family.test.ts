import { isSharedFamily, platformFamily } from '@/lib/export/services/platform-family';

describe('platformFamily', () => {
  it.each([
    ['android', 'phone'],
    ['ios', 'phone'],
    ['iOS 12.4.1 (iPad6,11)', 'phone'],
    ['Android OS 4.2.2 API 17 (samsung, GT-I9195)', 'phone'],
    ['osx', 'desktop'],
    ['OS X 10.13.3 [x86 8]', 'desktop'],
    ['Windows 10 (10.0.17763; x64)', 'desktop'],
    ['Linux [x86-64 0]', 'desktop'],
    ['web_player windows 10;chrome 95.0.4638.69;desktop', 'web'],
    ['Partner google cast_voice;Google_Home;;2.2.2', 'speaker'],
    ['Partner sonos sonos_one;Sonos;One;', 'speaker'],
    ['Partner android_tv Sony;BRAVIA 4K;', 'tv'],
    ['xbox one', 'tv'],
    ['Partner android_auto', 'car'],
    ['not_applicable', 'unknown'],
    ['', 'unknown'],
    ['something new', 'other'],
  ])('%p -> %s', (raw, family) => {
    expect(platformFamily(raw)).toBe(family);
  });

  it('counts speakers, TVs and cars as shared devices, phones and computers as personal', () => {
    expect(['speaker', 'tv', 'car'].every((f) => isSharedFamily(f as never))).toBe(true);
    expect(['phone', 'desktop', 'web', 'unknown'].some((f) => isSharedFamily(f as never))).toBe(false);
  });
});
