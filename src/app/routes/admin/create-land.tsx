import { AddLandPage } from '@/features/lands/pages/AddLandPage';

export default AddLandPage;
