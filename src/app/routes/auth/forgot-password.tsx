import { ForgotPasswordPage } from '@/features/auth/pages/ForgotPasswordPage';

export default ForgotPasswordPage;
