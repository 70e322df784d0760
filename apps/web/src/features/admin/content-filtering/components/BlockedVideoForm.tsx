import { BlockedVideoInput, type BlockedVideo } from '@socratica/contracts';
import { useSchemaForm } from '../../../../lib/schema-form';
import {
  VideoFormModal,
  videoFieldInput,
  videoFieldValues,
  type VideoFieldValues,
} from '../../shell/VideoFormModal';
import { useBlockedCategories } from '../api/blocked-categories';
import { useSaveBlockedVideo } from '../api/save-blocked-video';

type BlockedVideoValues = VideoFieldValues & { blocked_category_id: string };

interface BlockedVideoFormProps {
  /** The video edited, or null to block a new one. */
  video: BlockedVideo | null;
  onClose: () => void;
}

/** Spec 2 §5: category, title and URL required; quality score 0 to 5 in steps of 0.1 (default 5). */
export function BlockedVideoForm({ video, onClose }: BlockedVideoFormProps) {
  const save = useSaveBlockedVideo();
  const categories = useBlockedCategories();
  const initial: BlockedVideoValues = {
    ...videoFieldValues(video, 5),
    blocked_category_id: video ? String(video.blocked_category_id) : '',
  };
  const form = useSchemaForm(BlockedVideoInput, initial, videoFieldInput);
  return (
    <VideoFormModal
      what="blocked video"
      id={video?.id ?? null}
      form={form}
      save={save}
      onClose={onClose}
      maxQuality={5}
      category={{
        label: 'Blocked category',
        field: 'blocked_category_id',
        options: categories.data?.categories,
      }}
    />
  );
}
