import { LoginPage } from '@/features/auth/pages/LoginPage';

export default LoginPage;
