/** Where the visitor's data comes from, per service, and how long each takes. */
export function HowToGetData({ lastfm }: { lastfm: boolean }) {
  return (
    <details className="group rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-700 open:pb-4">
      <summary className="cursor-pointer font-semibold text-ink marker:text-berry focus-visible:outline-2 focus-visible:outline-berry">
        How do I get my data?
      </summary>
      <h2 className="mt-3 font-semibold text-ink">Spotify (a few days)</h2>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
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
      <h2 className="mt-3 font-semibold text-ink">Apple Music (up to a week)</h2>
      <p className="mt-1">
        On <strong>privacy.apple.com</strong>, choose <strong>Request a copy of your data</strong> →{' '}
        <strong>Apple Media Services information</strong>. When Apple emails you, drop the whole zip here, or
        the file with your plays from its Apple Music Activity folder:{' '}
        <strong>Apple Music Play Activity.csv</strong> (older and newer exports alike) or, where that is
        missing, <strong>Apple Music - Track Play History.csv</strong>.
      </p>
      <h2 className="mt-3 font-semibold text-ink">YouTube Music (minutes to hours)</h2>
      <p className="mt-1">
        On <strong>takeout.google.com</strong>, select only <strong>YouTube and YouTube Music</strong>, set{' '}
        <strong>Multiple formats</strong> → History to <strong>JSON</strong>, and include only history. Drop{' '}
        <strong>watch-history.json</strong> (or the Takeout zip) here.
      </p>
      {lastfm && (
        <>
          <h2 className="mt-3 font-semibold text-ink">Last.fm (right now)</h2>
          <p className="mt-1">
            Type your Last.fm username below: your last 12 months of scrobbles are read at once (Last.fm lets
            us read no further back).
          </p>
        </>
      )}
    </details>
  );
}
