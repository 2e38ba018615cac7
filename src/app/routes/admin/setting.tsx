import { SettingPage } from '@/features/dashboard/pages/SettingPage';

export default SettingPage;
