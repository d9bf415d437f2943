import { describe, expect, it } from 'vitest';
import { lazyPage, prefetchPage } from './lazyPage.ts';

const moduleWith = (text: string) => ({ Page: () => text });

describe('lazyPage', () => {
  it('imports the module once, however often it is loaded', async () => {
    let imports = 0;
    const page = lazyPage(
      () => {
        imports += 1;
        return Promise.resolve(moduleWith('contacts'));
      },
      (m) => m.Page(),
    );
    const [a, b] = await Promise.all([page.load(), page.load()]);
    await page.load();
    expect(imports).toBe(1);
    expect(a).toBe(b);
    expect(a()).toBe('contacts');
  });

  it('imports nothing until it is loaded', () => {
    let imports = 0;
    lazyPage(
      () => {
        imports += 1;
        return Promise.resolve(moduleWith('search'));
      },
      (m) => m.Page(),
    );
    expect(imports).toBe(0);
  });

  it('tries the import again after a failure (offline, or a chunk replaced by a deploy)', async () => {
    let attempts = 0;
    const page = lazyPage(
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(moduleWith('labels'));
      },
      (m) => m.Page(),
    );
    await expect(page.load()).rejects.toThrow('chunk missing');
    expect((await page.load())()).toBe('labels');
    expect(attempts).toBe(2);
  });
});

describe('prefetchPage', () => {
  it('starts the import and stays silent when it fails', async () => {
    let attempts = 0;
    const page = lazyPage(
      () => {
        attempts += 1;
        return Promise.reject(new Error('offline'));
      },
      () => null,
    );
    prefetchPage(page);
    prefetchPage(undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
  });
});
