import { DashboardPage } from '@/features/dashboard/pages/DashboardPage';

export default DashboardPage;
