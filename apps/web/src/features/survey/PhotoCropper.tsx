import { Button, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import type { CropBody } from '../../api/survey.ts';

const SHAPES = ['photo', 'square', 'landscape', 'portrait'] as const;
type Shape = (typeof SHAPES)[number];
const SHAPE_LABEL: Record<Shape, string> = {
  photo: 'As taken',
  square: 'Square',
  landscape: '4:3',
  portrait: '3:4',
};

/**
 * The crop itself (loaded on demand with its library): the photo under a frame the surveyor moves
 * with a finger and zooms by pinching, the wheel or the slider; the frame's shape is chosen below.
 */
export function PhotoCropper(props: {
  src: string;
  width: number;
  height: number;
  busy: boolean;
  onCrop: (crop: CropBody) => void;
  onCancel: () => void;
}) {
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [shape, setShape] = useState<Shape>('photo');
  const [area, setArea] = useState<Area | null>(null);
  const aspect = { photo: props.width / props.height, square: 1, landscape: 4 / 3, portrait: 3 / 4 }[shape];
  return (
    <Stack gap="sm">
      <div style={{ position: 'relative', height: 'min(60vh, 520px)', background: '#222' }}>
        <Cropper
          image={props.src}
          crop={position}
          zoom={zoom}
          maxZoom={8}
          aspect={aspect}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(croppedArea) => setArea(croppedArea)}
        />
      </div>
      <Text size="sm" id="crop-zoom-label">
        Zoom
      </Text>
      <Slider
        aria-labelledby="crop-zoom-label"
        thumbLabel="Zoom"
        min={1}
        max={8}
        step={0.25}
        value={zoom}
        onChange={setZoom}
        size="lg"
      />
      <SegmentedControl
        fullWidth
        value={shape}
        onChange={(value) => setShape(value as Shape)}
        data={SHAPES.map((value) => ({ value, label: SHAPE_LABEL[value] }))}
      />
      <Group grow>
        <Button variant="default" size="md" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button
          size="md"
          loading={props.busy}
          disabled={!area}
          onClick={() =>
            area &&
            props.onCrop({
              // The library gives percentages of the image as shown.
              left: area.x / 100,
              top: area.y / 100,
              width: area.width / 100,
              height: area.height / 100,
            })
          }
        >
          Crop photo
        </Button>
      </Group>
    </Stack>
  );
}
