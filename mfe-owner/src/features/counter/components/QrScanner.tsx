import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { createQrDetector } from '../lib/qr-detector.ts';

/** Pause between two looks at the camera's picture: quick enough to feel instant, light on a phone's battery. */
const SCAN_INTERVAL_MS = 150;

interface QrScannerProps {
  /** What the QR code holds, once one is read; the camera is then stopped. */
  onScan: (text: string) => void;
  /** Closes the scanner (the camera is stopped). */
  onClose: () => void;
}

/** Why the camera cannot be used, in words for the person at the counter; the typed entry always stays. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site in your browser’s settings, or type the code below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NoCamera')
    return 'No camera was found on this device. Type the code below instead.';
  if (name === 'NotReadableError')
    return 'The camera is in use by another app. Close it and try again, or type the code below.';
  return 'The camera could not be started. Type the code below instead.';
}

/**
 * The phone's rear camera, looking for a QR code several times a second until one is read. Refused or missing
 * cameras say so in words; the camera is released when a code is read, on close and when the page is left.
 */
export function QrScanner({ onScan, onClose }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanned = useEffectEvent(onScan);
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error(), { name: 'NoCamera' });
      const [media, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        createQrDetector(),
      ]);
      stream = media;
      const video = videoRef.current;
      if (stopped || !video) return stop();
      video.srcObject = media;
      await video.play();
      setLooking(true);
      const look = async () => {
        if (stopped) return;
        const found = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
        const text = found[0]?.rawValue;
        if (stopped) return;
        if (text) {
          stop();
          scanned(text);
          return;
        }
        timer = setTimeout(() => void look(), SCAN_INTERVAL_MS);
      };
      void look();
    };

    start().catch((error: unknown) => {
      stop();
      setProblem(cameraProblem(error));
    });
    return stop;
  }, []);

  if (problem) {
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Alert type="warning" showIcon title="The camera cannot be used" description={problem} />
        <Button size="large" block onClick={onClose} style={{ minHeight: 44 }}>
          OK
        </Button>
      </div>
    );
  }

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: '1 / 1',
          maxHeight: '55dvh',
          borderRadius: 12,
          overflow: 'hidden',
          background: '#0f172a',
        }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera picture"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            inset: '15%',
            border: '3px solid rgba(255,255,255,0.9)',
            borderRadius: 12,
            boxShadow: '0 0 0 9999px rgba(15,23,42,0.35)',
          }}
        />
      </div>
      <p role="status" style={{ margin: 0, textAlign: 'center', color: '#334155' }}>
        {looking ? 'Point the camera at the QR code on the voucher' : 'Starting the camera…'}
      </p>
      <Button size="large" block onClick={onClose} style={{ minHeight: 44 }}>
        Stop scanning
      </Button>
    </div>
  );
}
