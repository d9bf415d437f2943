import type { TCaptainToolInfo } from '../../../common/contracts/captainAssistants.ts';
import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { listCustomTools } from './assistants.repo.ts';
import { BUILT_IN_TOOLS, customRuntimeTool } from './runtimeTools.ts';

/** GET captain/assistants/tools: the built-in tools and the account's enabled custom tools. */
export const toolCatalogue = async (deps: TDeps, m: TMembership): Promise<{ payload: TCaptainToolInfo[] }> => {
  const customs = (await listCustomTools(deps.db, m.accountId)).filter((t) => t.enabled);
  return {
    payload: [
      ...BUILT_IN_TOOLS.map((t) => ({
        id: t.name,
        title: t.title,
        description: t.description,
        kind: 'built_in' as const,
        read_only: t.readOnly,
      })),
      ...customs.map((c) => {
        const t = customRuntimeTool(c);
        return {
          id: t.name,
          title: c.title,
          description: c.description,
          kind: 'custom' as const,
          read_only: t.readOnly,
        };
      }),
    ],
  };
};
