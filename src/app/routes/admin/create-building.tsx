import { AddBuildingPage } from '@/features/buildings/pages/AddBuildingPage';

export default AddBuildingPage;
