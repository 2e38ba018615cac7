import { RegisterPage } from '@/features/auth/pages/RegisterPage';

export default RegisterPage;
