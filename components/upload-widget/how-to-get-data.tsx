/** Where the visitor's data comes from, in three steps (issue 3: what the visitor gets). */
export function HowToGetData() {
  return (
    <details className="group rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700 open:pb-4">
      <summary className="cursor-pointer font-semibold text-ink marker:text-berry focus-visible:outline-2 focus-visible:outline-berry">
        How do I get my Spotify data?
      </summary>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          On Spotify, open <strong>Account</strong> → <strong>Privacy settings</strong> →{' '}
          <strong>Download your data</strong>.
        </li>
        <li>
          Request <strong>Account data</strong> (arrives in a few days) or{' '}
          <strong>Extended streaming history</strong> (can take a few weeks, covers your whole listening
          life). Either works.
        </li>
        <li>
          When Spotify emails you, download <strong>my_spotify_data.zip</strong> and drop it here, or the
          .json files inside it.
        </li>
      </ol>
    </details>
  );
}
