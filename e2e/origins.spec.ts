import { aiResult, specRow } from '../fixtures/results';
import { connectStandIn, widgetIframe } from './support/stand-in';
import { expect, expectToast, proxyHttpsHost, test } from './support/test';

/** Which widget origin and schema id each kind of host uses (docs/widget-protocol.md, origins). */
test.describe('widget origin selection', () => {
  test('a production-like host frames the production widget with schema id 8', async ({ page, origins }) => {
    const { config, standIn } = await connectStandIn(page, `${origins.prodPage}/`, origins.prodWidget);
    await expect(widgetIframe(page)).toHaveAttribute('src', `${origins.prodWidget}/embed/upload`);
    expect(config.origin).toBe(origins.prodPage);
    expect(config.fromParent).toBe(true);
    expect(config.data).toMatchObject({ type: 'config', schemaId: 8, embeddingOrigin: origins.prodPage });
    expect(config.data.appId).toMatch(/spotifyicecream$/);
    expect(config.data.aiPrompt).toContain('{{data}}');

    // The production widget's messages are handled too.
    await standIn.send({ type: 'complete', result: aiResult(specRow('Vanilla')) });
    await expectToast(page, {
      title: 'Flavor Found!',
      description: "We've analyzed your sweet tunes.",
      variant: 'default',
    });
    await expect(page).toHaveURL(`${origins.prodPage}/flavor`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanilla');
  });

  for (const hostname of ['dev.flavor.example.test', 'preview-abc.vercel.app', '127.0.0.1']) {
    test(`${hostname} uses its own origin as the widget origin`, async ({ page, origins }) => {
      const host = origins.devHostPages.find((o) => new URL(o).hostname === hostname) as string;
      if (host.startsWith('https:')) await proxyHttpsHost(page, host, origins.port);
      const { config } = await connectStandIn(page, `${host}/`, host);
      await expect(widgetIframe(page)).toHaveAttribute('src', `${host}/embed/upload`);
      expect(config.origin).toBe(host);
      expect(config.data).toMatchObject({ type: 'config', schemaId: 25, embeddingOrigin: host });
    });
  }
});
