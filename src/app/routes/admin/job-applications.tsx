import { JobApplicationsPage } from '@/features/careers/pages/JobApplicationsPage';

export default JobApplicationsPage;
