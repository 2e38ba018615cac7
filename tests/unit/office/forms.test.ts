import { describe, expect, it } from 'vitest';
import {
  blogToForm,
  emptyBlogForm,
  formToBlogInput,
  paragraphRow,
  validateBlog,
} from '@/features/blogs/components/blogFormSchema';
import { blogSchema } from '@/features/blogs/schema';
import {
  emptyProjectForm,
  formToProjectInput,
  projectToForm,
} from '@/features/projects/admin/projectFormSchema';
import { projectSchema } from '@/features/projects/schema';

describe('project form values', () => {
  it('turn into the create payload with the year as a number and trimmed text', () => {
    const input = formToProjectInput({
      ...emptyProjectForm(),
      projectName: '  Lake View ',
      projectStatus: 'Ongoing',
      yearOfCompletion: '2029',
      amenities: ['Gym'],
      images: ['https://img.example.com/1.png'],
    });
    expect(input).toEqual({
      projectName: 'Lake View',
      projectType: '',
      projectStatus: 'Ongoing',
      parkingFacility: '',
      amenities: ['Gym'],
      description: '',
      location: '',
      yearOfCompletion: 2029,
      priceType: '',
      images: ['https://img.example.com/1.png'],
    });
  });

  it('show a missing year as empty and copy the lists, so editing never changes the cached project', () => {
    const project = projectSchema.parse({ _id: 'p1', projectName: 'X', amenities: ['A'], images: ['u'] });
    const form = projectToForm(project);
    expect(form.yearOfCompletion).toBe('');
    form.amenities.push('B');
    expect(project.amenities).toEqual(['A']);
    expect(projectToForm(projectSchema.parse({ yearOfCompletion: 2030 })).yearOfCompletion).toBe('2030');
  });
});

describe('blog form values', () => {
  it('require category, title and author name, spaces alone not counting', () => {
    expect(validateBlog(emptyBlogForm())).toEqual({
      category: 'Category is required',
      title: 'Title is required',
      authorName: 'Author Name is required',
    });
    expect(validateBlog({ ...emptyBlogForm(), category: ' x ', title: 'T', authorName: '   ' })).toEqual({
      authorName: 'Author Name is required',
    });
  });

  it('turn into the blog payload without empty paragraphs, dated as given', () => {
    const input = formToBlogInput(
      {
        ...emptyBlogForm(),
        category: ' Legal ',
        title: 'T',
        authorName: 'A',
        paragraphs: [paragraphRow(' One '), paragraphRow('   '), paragraphRow('Two')],
      },
      '2026-01-02T03:04:05.000Z',
    );
    expect(input).toEqual({
      blogImage: '',
      category: 'Legal',
      title: 'T',
      authorName: 'A',
      authorImage: '',
      paragraphs: ['One', 'Two'],
      sortParagraph: '',
      createdDate: '2026-01-02T03:04:05.000Z',
    });
  });

  it('start an edit with one empty row when the blog has no paragraphs, rows keyed uniquely', () => {
    const form = blogToForm(blogSchema.parse({ title: 'x', paragraphs: [] }));
    expect(form.paragraphs.map((row) => row.text)).toEqual(['']);
    const rows = blogToForm(blogSchema.parse({ paragraphs: ['a', 'b', 'c'] })).paragraphs;
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
  });
});
