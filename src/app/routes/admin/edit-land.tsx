import { EditLandPage } from '@/features/lands/pages/EditLandPage';

export default EditLandPage;
