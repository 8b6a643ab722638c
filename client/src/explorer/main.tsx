/** @jsxImportSource react */
import './workers';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL } from 'graphiql';
import { StrictMode, useMemo, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './examples';
import { explorerFetcher } from './explorer-fetcher';
import { initialKey, keyHint, rememberKey } from './explorer-key';

function startingKey(): string {
  const key = initialKey(window.location.hash, window.sessionStorage);
  // A key that came in the fragment leaves the address bar (and the history entry) at once.
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return key;
}

/** GraphiQL on the shop's /graphql, with the partner key a partner's server would send. */
function Explorer() {
  const [key, setKey] = useState(startingKey);
  const [draft, setDraft] = useState(key);
  const fetcher = useMemo(() => explorerFetcher(key), [key]);

  const apply = (next: string) => {
    const trimmed = next.trim();
    rememberKey(trimmed, window.sessionStorage);
    setKey(trimmed);
    setDraft(trimmed);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <div className="aurum-explorer">
      <header className="aurum-explorer__bar">
        <a className="aurum-explorer__brand" href="/developers">
          <span aria-hidden="true">←</span> Aurum developer guide
        </a>
        <h1 className="aurum-explorer__title">API explorer</h1>
        <form className="aurum-explorer__key" onSubmit={onSubmit}>
          <label htmlFor="explorer-key">API key</label>
          <input
            id="explorer-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="aur_…"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit">Use key</button>
          {key ? (
            <button type="button" onClick={() => apply('')}>
              Forget key
            </button>
          ) : null}
        </form>
        <p className="aurum-explorer__status" role="status">
          {key ? `Partner schema, key ${keyHint(key)} sent as Authorization: Bearer` : 'Shop schema, no key (your own session)'}
        </p>
        <a className="aurum-explorer__sandbox" href={key ? `/developers/sandbox#key=${encodeURIComponent(key)}` : '/developers/sandbox'}>
          Open in Apollo Sandbox
        </a>
      </header>
      <main className="aurum-explorer__main">
        <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} forcedTheme="dark" isHeadersEditorEnabled />
      </main>
    </div>
  );
}

createRoot(document.getElementById('explorer')!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
