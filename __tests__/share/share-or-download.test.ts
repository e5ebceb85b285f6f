import {
  canShareFile,
  crewPictureFileName,
  pictureFileName,
  sharePicture,
  type ShareTarget,
} from '@/lib/share/share-or-download';
import { FLAVOR_SLUGS, flavorPageUrl, rowForSlug, slugify } from '@/lib/flavor/slug';

const file = new File([new Uint8Array([137, 80, 78, 71])], 'my-flavor-caramel.png', { type: 'image/png' });
const url = 'https://flavor.example.com/flavor/caramel';

function setup(target: ShareTarget) {
  const download = jest.fn();
  return { download, run: () => sharePicture({ file, url, navigator: target, download }) };
}

const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });
const notAllowed = () => Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

describe('share picture fallback chain', () => {
  it('canShare true: shares the one PNG file with the flavour page url, no download', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const canShare = jest.fn().mockReturnValue(true);
    const { download, run } = setup({ share, canShare });
    await expect(run()).resolves.toBe('shared');
    expect(canShare).toHaveBeenCalledWith({ files: [file] });
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ files: [file], url });
    expect(download).not.toHaveBeenCalled();
  });

  it('calls share synchronously, before any await (keeps the tap’s user activation)', () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const { run } = setup({ share, canShare: () => true });
    void run();
    expect(share).toHaveBeenCalledTimes(1);
  });

  it('canShare false: downloads, never calls share', async () => {
    const share = jest.fn();
    const { download, run } = setup({ share, canShare: () => false });
    await expect(run()).resolves.toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledWith(file);
  });

  it('canShare absent (share alone proves nothing about files): downloads', async () => {
    const share = jest.fn();
    const { download, run } = setup({ share });
    await expect(run()).resolves.toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('no Web Share at all: downloads', async () => {
    const { download, run } = setup({});
    await expect(run()).resolves.toBe('downloaded');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('canShare throwing counts as false', () => {
    expect(
      canShareFile(
        {
          share: jest.fn(),
          canShare: () => {
            throw new TypeError('bad');
          },
        },
        file,
      ),
    ).toBe(false);
  });

  it('a cancelled share sheet (AbortError) is silent: no download', async () => {
    const { download, run } = setup({ share: () => Promise.reject(abort()), canShare: () => true });
    await expect(run()).resolves.toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', notAllowed],
    ['a plain Error', () => new Error('boom')],
    ['a non-error value', () => 'nope'],
  ])('share rejecting with %s: fails, and the picture is downloaded', async (_, make) => {
    const { download, run } = setup({ share: () => Promise.reject(make()), canShare: () => true });
    await expect(run()).resolves.toBe('failed');
    expect(download).toHaveBeenCalledWith(file);
  });

  it('share throwing synchronously: fails, and the picture is downloaded', async () => {
    const { download, run } = setup({
      share: () => {
        throw notAllowed();
      },
      canShare: () => true,
    });
    await expect(run()).resolves.toBe('failed');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('names the files my-flavor-<slug>.png', () => {
    expect(pictureFileName('mint-chocolate-chip')).toBe('my-flavor-mint-chocolate-chip.png');
    expect(pictureFileName('caramel', true)).toBe('my-flavor-caramel-square.png');
  });

  it('names the crew pictures crew-<slug>-<size>.png', () => {
    expect(crewPictureFileName('caramel', 'story')).toBe('crew-caramel-story.png');
    expect(crewPictureFileName('matcha-pistachio', 'square')).toBe('crew-matcha-pistachio-square.png');
  });
});

describe('flavour slugs', () => {
  it('are eight, distinct, and come from the table', () => {
    expect(FLAVOR_SLUGS).toEqual([
      'chocolate',
      'sorbet',
      'strawberry',
      'mint-chocolate-chip',
      'caramel',
      'vanilla',
      'matcha-pistachio',
      'coffee',
    ]);
    for (const slug of FLAVOR_SLUGS) expect(slugify(rowForSlug(slug)?.funkyFlavorName ?? '')).toBe(slug);
    expect(rowForSlug('pistachio')).toBeUndefined();
  });

  it('build the page url under any site', () => {
    expect(flavorPageUrl('https://a.example/', 'caramel')).toBe('https://a.example/flavor/caramel');
  });
});
