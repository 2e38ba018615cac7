import { AddProjectPage } from '@/features/projects/pages/AddProjectPage';

export default AddProjectPage;
