<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>Điều hướng</translation>
    </message>
    <message>
        <source>Pages of GoClaw Lite; use the arrow keys to switch</source>
        <translation>Các trang của GoClaw Lite; dùng phím mũi tên để chuyển</translation>
    </message>
    <message>
        <source>Current page</source>
        <translation>Trang hiện tại</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Cài đặt…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;About GoClaw Lite</source>
        <translation>&amp;Giới thiệu GoClaw Lite</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Store: opening…</source>
        <translation>Nơi lưu trữ: đang mở…</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Nơi lưu trữ</translation>
    </message>
    <message>
        <source>Key: …</source>
        <translation>Khóa: …</translation>
    </message>
    <message>
        <source>Key source</source>
        <translation>Nguồn khóa</translation>
    </message>
    <message>
        <source>Store: {store}</source>
        <translation>Nơi lưu trữ: {store}</translation>
    </message>
    <message>
        <source>Key: {source}</source>
        <translation>Khóa: {source}</translation>
    </message>
    <message>
        <source>Key: {source} (fingerprint {fingerprint})</source>
        <translation>Khóa: {source} (dấu vân tay {fingerprint})</translation>
    </message>
    <message>
        <source>About GoClaw Lite</source>
        <translation>Giới thiệu GoClaw Lite</translation>
    </message>
    <message>
        <source>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;A local agent workbench.&lt;br&gt;&lt;br&gt;Data: {folder}</source>
        <translation>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;Bàn làm việc cục bộ cho tác tử AI.&lt;br&gt;&lt;br&gt;Dữ liệu: {folder}</translation>
    </message>
</context>
<context>
    <name>_PagePlaceholder</name>
    <message>
        <source>Loading {page}…</source>
        <translation>Đang tải {page}…</translation>
    </message>
    <message>
        <source>{page} (loading)</source>
        <translation>{page} (đang tải)</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Activity</source>
        <translation>Hoạt động</translation>
    </message>
    <message>
        <source>The audit trail: what was done, by whom</source>
        <translation>Nhật ký kiểm tra: việc gì đã làm, do ai</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Make and change agents: model, prompt, sampling, tools, memory, fallback</source>
        <translation>Tạo và sửa tác tử: mô hình, lời nhắc, lấy mẫu, công cụ, bộ nhớ, dự phòng</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Trò chuyện</translation>
    </message>
    <message>
        <source>Chat with your agents</source>
        <translation>Trò chuyện với các tác tử của bạn</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Thông tin xác thực</translation>
    </message>
    <message>
        <source>CLI tools with encrypted credentials</source>
        <translation>Công cụ dòng lệnh với thông tin xác thực được mã hóa</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>Tiến hóa</translation>
    </message>
    <message>
        <source>What the chat measured, and suggested improvements to approve or reject</source>
        <translation>Những gì cuộc trò chuyện đã đo, và các đề xuất cải tiến để duyệt hoặc từ chối</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Trang chủ</translation>
    </message>
    <message>
        <source>Recent chats, agents and model servers</source>
        <translation>Các cuộc trò chuyện gần đây, tác tử và máy chủ mô hình</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Programs run before and after agent runs and tool calls</source>
        <translation>Chương trình chạy trước và sau lượt chạy của tác tử và lệnh gọi công cụ</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Đồ thị tri thức</translation>
    </message>
    <message>
        <source>Browse and correct your agents&apos; knowledge graph</source>
        <translation>Duyệt và sửa đồ thị tri thức của các tác tử</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model Context Protocol servers: tools agents may use</source>
        <translation>Máy chủ Model Context Protocol: công cụ mà tác tử được dùng</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Chuyển lên</translation>
    </message>
    <message>
        <source>Copy this install into PostgreSQL</source>
        <translation>Sao chép bản cài đặt này vào PostgreSQL</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Paths, schema and encryption key</source>
        <translation>Đường dẫn, lược đồ và khóa mã hóa</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Kho ghi chú</translation>
    </message>
    <message>
        <source>Markdown notes with [[wikilinks]], backlinks and search</source>
        <translation>Ghi chú Markdown với [[wikilink]], liên kết ngược và tìm kiếm</translation>
    </message>
</context>
</TS>
