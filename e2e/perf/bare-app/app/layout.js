/**
 * The bare Next.js App Router page `npm run perf:pages` measures beside ours: the framework's floor on this
 * machine, with the same Next.js version. No styles, fonts or client components of ours.
 */
export const metadata = { title: 'Bare Next.js page', description: 'The floor perf:pages compares against.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
