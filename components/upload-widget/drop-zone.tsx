'use client';

import { useId, useState, type DragEvent } from 'react';
import { MusicIcon } from '../icons';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * A drop target that is also a file picker: the real <input type=file> stays in the tab order (keyboard and
 * screen-reader users pick files with it), the label around it is the visible drop area.
 */
export function DropZone({ onFiles, disabled = false }: DropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      className={`flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-berry ${
        over ? 'border-berry bg-pink-50' : 'border-gray-300 bg-white hover:border-berry'
      }`}
    >
      <MusicIcon width={32} height={32} className="text-berry" />
      <span className="font-semibold text-ink">Drop your Spotify data here</span>
      <span className="text-sm text-gray-600">
        or choose my_spotify_data.zip, or the .json files inside it
      </span>
      <input
        id={id}
        type="file"
        multiple
        accept=".zip,.json,application/zip,application/json"
        disabled={disabled}
        className="mt-2 max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-berry file:px-4 file:py-2 file:font-semibold file:text-white"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
