import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { createQrDetector } from '../lib/qr-detector.ts';
import * as styles from './counter.module.css';

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
      <div className={styles.tightStack}>
        <Alert type="warning" showIcon title="The camera cannot be used" description={problem} />
        <Button size="large" block onClick={onClose} className={styles.tapButton}>
          OK
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.tightStack}>
      <div className={styles.viewfinder}>
        <video ref={videoRef} muted playsInline aria-label="Camera picture" className={styles.video} />
        <div aria-hidden="true" className={styles.aim} />
      </div>
      <p role="status" className={styles.scanStatus}>
        {looking ? 'Point the camera at the QR code on the voucher' : 'Starting the camera…'}
      </p>
      <Button size="large" block onClick={onClose} className={styles.tapButton}>
        Stop scanning
      </Button>
    </div>
  );
}
