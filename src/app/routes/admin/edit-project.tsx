import { EditProjectPage } from '@/features/projects/pages/EditProjectPage';

export default EditProjectPage;
