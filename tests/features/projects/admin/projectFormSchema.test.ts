import { describe, expect, it } from 'vitest';
import {
  BLOG_FORM_MESSAGES,
  blogFormSchema,
  blogToForm,
  emptyBlogForm,
  formToBlogInput,
} from '@/features/blogs/admin/blogFormSchema';
import { blogSchema } from '@/features/blogs/schema';
import { BLANK_FIELD_MESSAGE } from '@/lib/validators';
import {
  emptyProjectForm,
  formToProjectInput,
  projectFormSchema,
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

/** Each failing field's first message, by its path. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('project form checks', () => {
  it('mirror the browser-level required fields, spaces alone not counting; type, amenities and images are optional', () => {
    expect(messagesOf(projectFormSchema.safeParse(emptyProjectForm()))).toEqual({
      projectName: BLANK_FIELD_MESSAGE,
      projectStatus: BLANK_FIELD_MESSAGE,
      parkingFacility: BLANK_FIELD_MESSAGE,
      description: BLANK_FIELD_MESSAGE,
      location: BLANK_FIELD_MESSAGE,
      yearOfCompletion: BLANK_FIELD_MESSAGE,
      priceType: BLANK_FIELD_MESSAGE,
    });
    const filled = {
      ...emptyProjectForm(),
      projectName: 'Lake View',
      projectStatus: 'Ongoing',
      parkingFacility: 'Yes',
      description: 'Villas.',
      location: 'Patia',
      yearOfCompletion: '2029',
      priceType: 'Fixed Price',
    };
    expect(projectFormSchema.safeParse(filled).success).toBe(true);
    expect(messagesOf(projectFormSchema.safeParse({ ...filled, location: '   ' }))).toEqual({
      location: BLANK_FIELD_MESSAGE,
    });
  });
});

describe('blog form values', () => {
  it('require category, title and author name, spaces alone not counting', () => {
    expect(messagesOf(blogFormSchema.safeParse(emptyBlogForm()))).toEqual({
      category: 'Category is required',
      title: 'Title is required',
      authorName: 'Author Name is required',
    });
    const blanks = blogFormSchema.safeParse({
      ...emptyBlogForm(),
      category: ' x ',
      title: 'T',
      authorName: '   ',
    });
    expect(messagesOf(blanks)).toEqual({ authorName: BLOG_FORM_MESSAGES.authorNameRequired });
    const valid = { ...emptyBlogForm(), category: 'Legal', title: 'T', authorName: 'A' };
    expect(blogFormSchema.safeParse(valid).success).toBe(true);
  });

  it('turn into the blog payload without empty paragraphs, dated as given', () => {
    const input = formToBlogInput(
      {
        ...emptyBlogForm(),
        category: ' Legal ',
        title: 'T',
        authorName: 'A',
        paragraphs: [{ text: ' One ' }, { text: '   ' }, { text: 'Two' }],
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

  it('start an edit with one empty row when the blog has no paragraphs, one row a paragraph otherwise', () => {
    expect(blogToForm(blogSchema.parse({ title: 'x', paragraphs: [] })).paragraphs).toEqual([{ text: '' }]);
    expect(emptyBlogForm().paragraphs).toEqual([{ text: '' }]);
    expect(blogToForm(blogSchema.parse({ paragraphs: ['a', 'b', 'c'] })).paragraphs).toEqual([
      { text: 'a' },
      { text: 'b' },
      { text: 'c' },
    ]);
  });
});
