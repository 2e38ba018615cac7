import { ProfilePage } from '@/features/auth/pages/ProfilePage';

export default ProfilePage;
