import { Trans } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent } from 'react';
import { SIGNATURE_LIMITS } from '@shared/signatures/limits';
import { Button } from '@/components/ui/button';

/** The drawing's size in canvas pixels (drawn at whatever size the page gives it; the PNG stays small). */
const WIDTH = 600;
const HEIGHT = 180;

/**
 * An optional drawn signature, beside the typed name (which stays the signature either way): a pad the
 * signer draws on with a finger, a pen or a mouse (pointer events), and Clear. Each stroke ended gives
 * the drawing as a PNG data URL (`onChange`); Clear, or a drawing too large to send, gives nothing.
 */
export function SignaturePad({ id, onChange }: { id: string; onChange: (drawing: string | undefined) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | undefined>(undefined);
  const [drawn, setDrawn] = useState(false);

  function pointAt(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / (box.width || WIDTH), y: ((event.clientY - box.top) * HEIGHT) / (box.height || HEIGHT) };
  }

  function strokeTo(point: { x: number; y: number }) {
    const context = canvas.current?.getContext('2d');
    const from = last.current ?? point;
    if (context) {
      context.lineWidth = 2.5;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.strokeStyle = '#0f172a';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(point.x + (from === point ? 0.1 : 0), point.y);
      context.stroke();
    }
    last.current = point;
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = undefined;
    strokeTo(pointAt(event));
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (last.current) strokeTo(pointAt(event));
  }

  function end() {
    if (!last.current) return;
    last.current = undefined;
    const drawing = canvas.current?.toDataURL('image/png');
    setDrawn(true);
    onChange(drawing && drawing.length <= SIGNATURE_LIMITS.drawingDataUrl ? drawing : undefined);
  }

  function clear() {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    last.current = undefined;
    setDrawn(false);
    onChange(undefined);
  }

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
        <Trans>Draw your signature (optional)</Trans>
      </p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        <Trans>With a finger, a pen or the mouse. Your typed name is your signature either way; a drawing is added beside it.</Trans>
      </p>
      <canvas
        ref={canvas}
        id={id}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="h-36 w-full touch-none rounded-md border border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex items-center gap-3">
        <Button variant="outline" size="sm" onClick={clear} disabled={!drawn}>
          <Trans>Clear the drawing</Trans>
        </Button>
        {drawn ? (
          <span className="text-sm text-slate-600" role="status">
            <Trans>Your drawing will be added to your signature.</Trans>
          </span>
        ) : null}
      </div>
    </div>
  );
}
