import { BlogsPage } from '@/features/blogs/pages/BlogsPage';

export default BlogsPage;
