import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  documentedLayers,
  featureCycles,
  featureOf,
  featuresOf,
  folderGraph,
  layerViolations,
  type TCruiseModule,
} from './featureCycles.ts';

const root = 'server/features';
const mod = (source: string, ...deps: string[]): TCruiseModule => ({
  source,
  dependencies: deps.map((resolved) => ({ resolved })),
});

describe('featureOf', () => {
  it('names the folder under the root', () => {
    expect(featureOf(root, 'server/features/inboxes/inboxes.repo.ts')).toBe('inboxes');
    expect(featureOf(root, 'server/features/providers/twilio/twilio.adapter.ts')).toBe('providers');
    expect(featureOf('app/features/', 'app/features/shell/Shell.tsx')).toBe('shell');
  });

  it('is null outside the root and for files directly in it', () => {
    expect(featureOf(root, 'server/lib/appError.ts')).toBeNull();
    expect(featureOf(root, 'server/features/README.md')).toBeNull();
  });
});

describe('featureCycles', () => {
  it('finds none in a layered graph', () => {
    const graph = folderGraph(root, [
      mod('server/features/messages/messages.service.ts', 'server/features/conversationCore/index.ts'),
      mod('server/features/conversations/conversations.service.ts', 'server/features/messages/index.ts'),
      mod('server/features/conversationCore/conversations.repo.ts', 'server/lib/appError.ts'),
    ]);
    expect(featureCycles(graph)).toEqual([]);
  });

  it('finds a two-feature cycle and names an import on each edge', () => {
    const graph = folderGraph(root, [
      mod('server/features/inboxes/inboxes.service.ts', 'server/features/providers/credentialCheck.ts'),
      mod('server/features/providers/inbound.service.ts', 'server/features/inboxes/inboxes.repo.ts'),
    ]);
    const cycles = featureCycles(graph);
    expect(cycles).toEqual([['inboxes', 'providers']]);
    const text = describeCycle(graph, cycles[0] ?? []);
    expect(text).toContain(
      'inboxes → providers   (server/features/inboxes/inboxes.service.ts → server/features/providers/credentialCheck.ts)',
    );
    expect(text).toContain('providers → inboxes');
  });

  it('finds a longer cycle as one component and leaves features outside it out', () => {
    const graph = folderGraph(root, [
      mod('server/features/a/x.ts', 'server/features/b/index.ts', 'server/features/d/index.ts'),
      mod('server/features/b/x.ts', 'server/features/c/index.ts'),
      mod('server/features/c/x.ts', 'server/features/a/index.ts'),
      mod('server/features/d/x.ts'),
    ]);
    expect(featureCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('ignores imports inside a feature and imports made by tests', () => {
    const graph = folderGraph(root, [
      mod('server/features/a/x.ts', 'server/features/a/y.ts', 'server/features/b/index.ts'),
      mod('server/features/b/b.routes.db.test.ts', 'server/features/a/x.ts'),
    ]);
    expect(featureCycles(graph)).toEqual([]);
  });
});

describe('the documented layers', () => {
  const doc = [
    '## Modules',
    '',
    '| Layer | Modules |',
    '| ----- | ------- |',
    '| 0 base | `conversationCore` (`conversations.repo.ts`) |',
    '| 1 door | `messages` (→ `conversationCore`) |',
    '',
    '## App modules',
    '',
    '| 0 base | `messages` |',
  ].join('\n');

  it('places each feature in the first row of its section that names it', () => {
    const layers = documentedLayers(doc, '## Modules', ['conversationCore', 'messages']);
    expect([...layers]).toEqual([
      ['conversationCore', 0],
      ['messages', 1],
    ]);
  });

  it('reports imports up the table and features it does not place', () => {
    const graph = folderGraph(root, [
      mod('server/features/conversationCore/x.ts', 'server/features/messages/index.ts'),
      mod('server/features/search/search.repo.ts', 'server/features/messages/index.ts'),
    ]);
    const layers = documentedLayers(doc, '## Modules', featuresOf(graph));
    expect(layerViolations(graph, layers)).toEqual([
      'conversationCore (layer 0) imports messages (layer 1): server/features/conversationCore/x.ts → server/features/messages/index.ts',
      'search is in no layer of the table',
    ]);
  });
});
