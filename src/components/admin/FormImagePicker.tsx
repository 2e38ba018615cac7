'use no memo';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ImagePicker, type ImagePickerProps } from '@/components/ImagePicker';

export interface FormImagePickerProps<Values extends FieldValues> extends Omit<
  ImagePickerProps,
  'value' | 'onChange' | 'single'
> {
  control: Control<Values>;
  /** A field holding the images' addresses, in the order shown. */
  name: FieldPathByValue<Values, string[]>;
}

/** The image picker as a record's form holds it: the field's list of images, changed in place. */
export function FormImagePicker<Values extends FieldValues>({
  control,
  name,
  ...picker
}: FormImagePickerProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ImagePicker {...picker} value={field.value} onChange={field.onChange} />}
    />
  );
}
