import { ProjectListPage } from '@/features/projects/pages/ProjectListPage';

export default ProjectListPage;
