import { LandListPage } from '@/features/lands/pages/LandListPage';

export default LandListPage;
