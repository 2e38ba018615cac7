import { UpdateBuildingPage } from '@/features/buildings/pages/UpdateBuildingPage';

export default UpdateBuildingPage;
