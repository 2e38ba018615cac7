import { ImagePicker, type ImagePickerProps } from '@/components/ImagePicker';

export interface SingleImagePickerProps extends Omit<ImagePickerProps, 'single' | 'value' | 'onChange'> {
  /** The image's address; '' for none. */
  value: string;
  onChange: (url: string) => void;
}

/** A picker for one image, kept as one address where the picker deals in lists. */
export function SingleImagePicker({ value, onChange, ...picker }: SingleImagePickerProps) {
  return (
    <ImagePicker
      {...picker}
      single
      value={value ? [value] : []}
      onChange={(urls) => onChange(urls[0] ?? '')}
    />
  );
}
