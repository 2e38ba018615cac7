import { editorKind } from '@/components/admin/editorKind';
import { REDIRECT_AFTER_UPDATE_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { isEmptyLand } from '../components/format';
import { landQueries, useCreateLand, useUpdateLand } from '../hooks';
import { LAND_MESSAGES } from '../messages';
import { LandForm } from './LandForm';
import { emptyLandForm, formToLandInput, landToForm } from './landFormSchema';

/** Add Lands and Edit Land (`src/components/admin/editorKind.ts`). */
export const landEditor = editorKind({
  noun: 'land',
  list: paths.lands,
  width: 'max-w-6xl',
  Form: LandForm,
  add: {
    title: 'Add Lands',
    description: 'Every field and at least one image are required.',
    submitLabel: 'Add Land',
    returnAfterMs: 0,
    emptyForm: emptyLandForm,
  },
  edit: {
    title: 'Edit Land',
    describe: (shown) => shown?.generalInfo.propertyName || 'Change any field and save.',
    submitLabel: 'Update Land',
    link: { label: 'Close', look: 'close' },
    returnAfterMs: REDIRECT_AFTER_UPDATE_MS,
  },
  useCreate: useCreateLand,
  toCreateInput: (values) => formToLandInput(values, 'add'),
  query: landQueries.edit,
  isEmpty: isEmptyLand,
  notFound: LAND_MESSAGES.notFound,
  toForm: landToForm,
  useUpdate: useUpdateLand,
  toBody: (values, stored) => formToLandInput(values, 'edit', stored),
  toUpdateInput: (id, land) => ({ id, land }),
});
