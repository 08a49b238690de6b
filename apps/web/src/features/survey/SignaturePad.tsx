import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * A signature drawn with a finger or the mouse (pointer events, so touch and pen work alike) on a
 * white canvas; `onChange` gets the drawing as a PNG, or null when cleared.
 */
export function SignaturePad({ onChange }: { onChange: (image: Blob | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);

  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111';
    }
    return ctx;
  };
  const clear = () => {
    const element = canvas.current;
    const ctx = context();
    if (!element || !ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, element.width, element.height);
    setEmpty(true);
    onChange(null);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pad starts white once
  useEffect(clear, []);

  const at = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
  };
  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current?.toBlob((blob) => onChange(blob), 'image/png');
  };

  return (
    <Stack gap={4}>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        aria-label="Signature pad: draw the signature"
        data-testid="signature-pad"
        style={{
          width: '100%',
          maxWidth: 600,
          border: '1px solid #adb5bd',
          borderRadius: 8,
          touchAction: 'none',
          background: '#fff',
        }}
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const point = at(event);
          ctx.beginPath();
          ctx.moveTo(point.x, point.y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = context();
          const point = at(event);
          ctx?.lineTo(point.x, point.y);
          ctx?.stroke();
          setEmpty(false);
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {empty ? 'Sign with a finger or the mouse.' : 'Signed.'}
        </Text>
        <Button variant="subtle" size="xs" onClick={clear}>
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
