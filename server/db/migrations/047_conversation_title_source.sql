-- Who named a conversation (docs/agent.md "Titles"): a model's title replaces the words-based
-- one only while the user has not renamed the conversation, whatever the title then says.
ALTER TABLE agent_conversations ADD COLUMN renamed_by_user boolean NOT NULL DEFAULT false;
