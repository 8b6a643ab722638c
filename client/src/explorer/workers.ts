// Monaco's editor and language workers, built by Vite as files of this origin (a strict CSP's worker-src 'self'):
// no CDN, no blob: workers. graphiql/setup-workers/vite does the same but logs each worker it starts.
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';

/** Monaco reads this global for its workers (its type lives in monaco-editor, a dependency of GraphiQL, not ours). */
interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
