import { describe, expect, it } from 'vitest';
import { stripContracts } from './stripContractsPlugin.ts';

describe('strip contracts (production builds)', () => {
  it("drops the SPA's contract option wherever it sits, and the widget's fifth argument", () => {
    expect(stripContracts("api('/a', { contract: 'label' });", 'x.ts')).toBe("api('/a', {});");
    expect(stripContracts("api('/a', {\n  contract: 'label',\n});", 'x.ts')).toBe("api('/a', {});");
    expect(stripContracts("api('/a', { method: 'POST', body, contract: 'label' });", 'x.ts')).toBe(
      "api('/a', { method: 'POST', body });",
    );
    expect(stripContracts("api('/a', { contract: K[kind], method: 'POST' });", 'x.ts')).toBe(
      "api('/a', { method: 'POST' });",
    );
    expect(stripContracts("api('/a', {\n  method: 'POST',\n  contract: 'label',\n});", 'x.ts')).toBe(
      "api('/a', {\n  method: 'POST',\n});",
    );
    expect(stripContracts("request('GET', 'messages', undefined, {}, 'messageList');", 'x.ts')).toBe(
      "request('GET', 'messages', undefined, {});",
    );
  });

  it('leaves code without a contract alone', () => {
    expect(stripContracts("api('/a', { method: 'DELETE' }); request('readonly');", 'x.ts')).toBeNull();
  });
});
