import { ui } from "./styles.ts";

type RowActionsProps = {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
};

/** Edit and Delete for one table row; the row's name completes each button's accessible name. */
export function RowActions({ name, onEdit, onDelete, disabled }: RowActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={onEdit}
        disabled={disabled}
        className={`${ui.smallButton} ${ui.editButton}`}
      >
        Edit<span className="sr-only"> {name}</span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        className={`${ui.smallButton} ${ui.deleteButton}`}
      >
        Delete<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
