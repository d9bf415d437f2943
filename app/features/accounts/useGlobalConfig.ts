import { useInstallation } from '../auth/index.ts';
import { globalConfigOf } from './installationConfig.ts';

export const useGlobalConfig = () => globalConfigOf(useInstallation().data);
