import { editorKind } from '@/components/admin/editorKind';
import { paths } from '@/config/paths';
import { isEmptyBuilding } from '../components/format';
import { buildingQueries, useCreateBuilding, useUpdateBuilding } from '../hooks';
import { BUILDING_MESSAGES } from '../messages';
import { BuildingForm } from './BuildingForm';
import { buildingToForm, emptyBuildingForm, formToBuildingInput } from './buildingFormSchema';

/** Add Buildings and Update Form (`src/components/admin/editorKind.ts`). */
export const buildingEditor = editorKind({
  noun: 'building',
  list: paths.buildings,
  width: 'max-w-6xl',
  Form: BuildingForm,
  add: {
    title: 'Add Buildings',
    description: 'Fields marked * are required. Everything else can be added later from the list.',
    submitLabel: 'Add Building',
    returnAfterMs: 0,
    emptyForm: emptyBuildingForm,
  },
  edit: {
    title: 'Update Form',
    describe: (shown) => shown?.generalInfo.BuildingsName || 'Change any field and save.',
    submitLabel: 'Update Building',
    returnAfterMs: 0,
  },
  useCreate: useCreateBuilding,
  toCreateInput: (values) => formToBuildingInput(values, 'add'),
  query: buildingQueries.edit,
  isEmpty: isEmptyBuilding,
  notFound: BUILDING_MESSAGES.notFound,
  toForm: buildingToForm,
  useUpdate: useUpdateBuilding,
  // PUT sends the whole object back: the building as read with the form's values over it.
  toBody: (values) => formToBuildingInput(values, 'edit'),
  toUpdateInput: (id, building) => ({ id, building }),
});
