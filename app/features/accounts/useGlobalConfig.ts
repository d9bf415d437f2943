import { useInstallation } from '../auth/useInstallation.ts';
import { globalConfigOf } from './installationConfig.ts';

export const useGlobalConfig = () => globalConfigOf(useInstallation().data);
