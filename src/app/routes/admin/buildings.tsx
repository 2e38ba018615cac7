import { BuildingListPage } from '@/features/buildings/pages/BuildingListPage';

export default BuildingListPage;
