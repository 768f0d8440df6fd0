ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_text_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "media_kind" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "media_file" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "media_bytes" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "media_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "media_width" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "media_height" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_media_check" CHECK (("chat_messages"."media_kind" is null and "chat_messages"."media_file" is null and "chat_messages"."media_bytes" is null and "chat_messages"."media_duration_ms" is null and "chat_messages"."media_width" is null and "chat_messages"."media_height" is null)
        or ("chat_messages"."media_kind" in ('picture', 'voice') and char_length("chat_messages"."text") = 0 and "chat_messages"."media_bytes" > 0
          and ("chat_messages"."media_kind" = 'voice') = ("chat_messages"."media_duration_ms" is not null)
          and ("chat_messages"."media_kind" = 'picture') = ("chat_messages"."media_width" is not null and "chat_messages"."media_height" is not null)));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_text_check" CHECK (char_length("chat_messages"."text") <= 2000 and (("chat_messages"."deleted_at" is null) = (char_length("chat_messages"."text") > 0 or "chat_messages"."media_file" is not null)));